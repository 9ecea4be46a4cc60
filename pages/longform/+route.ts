// https://vike.dev/route — one top-level page per file in content/legal/ (/privacy) and content/pages/ (/careers).
// Static routes (/about, /products, ...) take precedence over this parameter route.
export default '/@slug'
