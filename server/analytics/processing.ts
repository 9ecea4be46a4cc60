/** The processing a privacy policy version must cover (frontmatter `covers:`) for the server to count visits. */
export const ANALYTICS = 'analytics'
