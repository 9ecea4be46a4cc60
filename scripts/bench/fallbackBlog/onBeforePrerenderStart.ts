import { articles, slugOf } from './articles'
export default () => Object.keys(articles).map((f) => `/blog/${slugOf(f)}`)
