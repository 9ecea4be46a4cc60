import { ArrowLeft } from 'lucide-react'
import { useData } from 'vike-react/useData'
import { ArticleLayout } from '../../../components/longform/ArticleLayout'
import { PostMeta } from '../../../components/longform/PostMeta'
import { Chips } from '../../../components/mdx/Chips'
import type { Data } from './+data'
import { blogIndex } from '../../../content/blogIndex'

/** /blog/{slug}: one article. */
export default function Page() {
  const post = useData<Data>()
  const fm = post.frontmatter
  return (
    <ArticleLayout
      entry={post}
      eyebrow={blogIndex.eyebrow}
      meta={<PostMeta date={fm.date} author={fm.author} minutes={post.readingMinutes} />}
      after={
        <>
          {fm.tags.length > 0 && <Chips items={fm.tags} label={blogIndex.topics} />}
          <p>
            <a href="/blog">
              <ArrowLeft size={16} aria-hidden="true" /> {blogIndex.allArticles}
            </a>
          </p>
        </>
      }
    />
  )
}
