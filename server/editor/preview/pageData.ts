import { authorNamed } from '../../../content/blogAuthors'
import { allPosts, articleEnd } from '../../../content/blogPosts'
import { topicNamed } from '../../../content/blogTopics'
import type { Entry } from '../../../content/collection'
import type { MdxModule } from '../../../content/mdxModule'
import { getPolicies, policyState, type Policy } from '../../../content/policies'
import { frontmatterSchemas, type ContentKind } from '../../../content/schemas/frontmatter'
import { publishedOf } from '../../../content/schemas/policyVersions'

// What each page route's +data gives its page, made from the edited file instead of the site's collections: the
// routes find their record by slug among the files on disk, and the edited one may differ from it, be a draft, or be new.

/** The entry of `file` (content/<kind>/<slug>.mdx) as collection.ts makes it, from the edited text's module. */
export function entryOf<K extends ContentKind>(kind: K, file: string, mdx: Omit<MdxModule, 'default'>): Entry<K> {
  return {
    slug: file
      .split('/')
      .at(-1)!
      .replace(/\.mdx$/, ''),
    file,
    frontmatter: frontmatterSchemas[kind].cast(mdx.frontmatter) as Entry<K>['frontmatter'],
    toc: mdx.toc,
    readingMinutes: mdx.readingMinutes,
  }
}

/** pages/blog/@slug/+data.ts for the edited article; what follows it is worked out from the file on disk, if any. */
export function blogData(post: Entry<'blog'>) {
  const onDisk = allPosts().find((p) => p.slug === post.slug)
  return {
    ...post,
    author: authorNamed(post.frontmatter.author)!,
    topics: post.frontmatter.tags.map((tag) => topicNamed(tag)!),
    end: articleEnd(onDisk ?? post),
  }
}

/**
 * pages/longform/+data.ts for an edited policy version: the policy with the edited text in place of its file, as it reads
 * on `day`, or on the edited version's effective date if that is later (the page as it will read then).
 */
export function legalData(edited: Entry<'legal'>, slug: string, day: string) {
  const effective = edited.frontmatter.effective ?? publishedOf(edited.frontmatter) ?? day
  const version = {
    ...edited,
    slug,
    effective,
    published: publishedOf(edited.frontmatter) ?? day,
    url: `/${slug}/${effective}`,
  }
  const known = getPolicies().get(slug)
  const others = known?.versions.filter((v) => v.file !== edited.file) ?? []
  const versions = [...others, version].sort((a, b) => a.effective.localeCompare(b.effective))
  const policy: Policy = { slug, title: slug === edited.slug ? edited.frontmatter.title : known!.title, versions }
  const now = policyState(policy, effective > day ? effective : day)
  // An earlier version: the page as it read while that version was in force.
  const state = now.inForce === version ? now : policyState(policy, effective)
  return { kind: 'legal' as const, entry: state.inForce, state }
}
