/**
 * The words of the operators' sign-in (server/operators, on the operators' listener at /login) and of its refusals.
 */
export const operatorsText = {
  title: 'Operators',
  login: {
    title: 'Sign in',
    email: 'E-mail address',
    password: 'Password',
    submit: 'Sign in',
    wrong: 'That e-mail address and password do not match an account. Try again in a moment.',
    tooMany: 'Too many attempts. Wait a minute before you try again.',
    noAccounts:
      'No one can sign in yet. An operator adds an account with `npm run operators -- add <email> --name "Full Name" --role analyst`.',
  },
  home: {
    signedInAs: (name: string, roles: string) => `Signed in as ${name} (${roles}).`,
    analytics: 'Site analytics',
    editor: 'Edit the site',
  },
  logout: 'Sign out',
  refused: {
    title: 'Not allowed',
    role: 'Your account does not have the role this page needs. Ask an operator to add it.',
    forged:
      'This form could not be checked: it has expired or did not come from this site. Nothing was done. Sign in again and retry.',
    signIn: 'Sign in',
  },
} as const
