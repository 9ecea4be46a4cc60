import { useData } from 'vike-react/useData'
import { ArticleLayout } from '../../../components/longform/ArticleLayout'
import { PostMeta } from '../../../components/longform/PostMeta'
import { blogIndex } from '../../../content/blogIndex'
import { authorUrl } from '../../../content/blogPages'
import { ArticleEnd } from './ArticleEnd'
import type { Data } from './+data'

/** /blog/{slug}: one article, and what follows it. */
export default function Page() {
  const post = useData<Data>()
  const fm = post.frontmatter
  return (
    <ArticleLayout
      entry={post}
      eyebrow={blogIndex.eyebrow}
      meta={
        <PostMeta
          date={fm.date}
          author={fm.author}
          minutes={post.readingMinutes}
          authorHref={authorUrl(post.author.slug)}
        />
      }
      after={<ArticleEnd post={post} />}
    />
  )
}
