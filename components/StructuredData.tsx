/**
 * @deprecated Use `JsonLd` from components/seo/JsonLd.tsx: the one JSON-LD helper (it escapes '<').
 * Kept only as an alias until pages/videos/@videoId/PlayerPage.tsx imports JsonLd directly.
 */
export { JsonLd as StructuredData } from './seo/JsonLd'
