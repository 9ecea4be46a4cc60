import { ArrowLeft } from 'lucide-react'
import { styled } from 'styled-components'
import { ShareLinks } from '../../../components/blog/ShareLinks'
import { TopicLinks } from '../../../components/blog/TopicLinks'
import { NewsletterBox } from '../../../components/newsletter/NewsletterBox'
import { searchIgnored } from '../../../components/search/searchIgnored'
import { absoluteUrl } from '../../../components/seo/siteUrl'
import { blogIndex } from '../../../content/blogIndex'
import { blogArticleUrl, blogPageUrl } from '../../../content/blogPages'
import { AuthorCard } from './AuthorCard'
import type { Data } from './+data'
import { OlderNewer, ReadNext } from './ReadNext'

/**
 * What follows an article's text, so that a reader who finishes it has somewhere to go: its topics, the ways to pass
 * it on, who wrote it, the newsletter, what to read next and the articles before and after it. Only the topics and the
 * author are the article's own, in its text twin too; the site's search finds the author and the other articles each
 * at their own address, so only the topics are in the article's text for it.
 */
export function ArticleEnd({ post }: { post: Data }) {
  const fm = post.frontmatter
  return (
    <End>
      {post.topics.length > 0 && <TopicLinks topics={post.topics} label={blogIndex.topics} />}
      <Apart {...searchIgnored} data-twin-ignore="">
        <ShareLinks title={fm.title} description={fm.description} url={absoluteUrl(blogArticleUrl(post.slug))} />
      </Apart>
      <div {...searchIgnored}>
        <AuthorCard author={post.author} />
      </div>
      <Apart {...searchIgnored} data-twin-ignore="">
        <NewsletterBox page={blogArticleUrl(post.slug)} words={blogIndex.newsletter} />
        <ReadNext posts={post.end.related} />
        <OlderNewer older={post.end.older} newer={post.end.newer} />
        <p>
          <a href={blogPageUrl(1)}>
            <ArrowLeft size={16} aria-hidden="true" /> {blogIndex.allArticles}
          </a>
        </p>
      </Apart>
    </End>
  )
}

const End = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[10]};
  margin-top: ${(p) => p.theme.space[10]};
`
const Apart = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[10]};
`
