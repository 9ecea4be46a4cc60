/**
 * The About section's pages, in menu and card order. `icon` names a lucide-react icon.
 * Extra routes (partners, cork-ireland, the web3hub alias) are the About pages' own business.
 */
export const aboutSections = [
  { slug: 'vision', title: 'Vision', description: 'Sustainable logistics for 1,000 companies by 2035.', icon: 'Eye' },
  {
    slug: 'mission',
    title: 'Mission',
    description: 'Efficient, transparent and sustainable global logistics.',
    icon: 'Target',
  },
  { slug: 'leadership-team', title: 'Leadership Team', description: 'The people building E THE REAL.', icon: 'Users' },
  {
    slug: 'advisory-board',
    title: 'Advisory Board',
    description: 'Industry experts who guide our strategy.',
    icon: 'GraduationCap',
  },
  {
    slug: 'our-headquarters',
    title: 'Our Headquarters',
    description: 'Dublin headquarters and regional offices.',
    icon: 'Building2',
  },
  { slug: 'web3hub', title: 'Our Web3Hub', description: 'Our innovation centre in Cork, Ireland.', icon: 'Network' },
] as const
