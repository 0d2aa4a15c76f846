// One post in the blog list: its image (only an inline or same-site one), category, title linking to
// the post, excerpt, byline with read time, and the first two tags plus a count.
import { Box, Heading, Image, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import type { BlogCategory, BlogPost } from '../../../sync/schemas'
import { CategoryBadge, PostMeta, PostTags } from './post-meta'

/** Only images the app may load: inline data, or a path on this site (never another host). */
export const localImage = (src: string | null) => (src && (src.startsWith('data:image/') || /^\/(?!\/)/.test(src)) ? src : null)

export function PostCard({ post, category }: { post: BlogPost; category: BlogCategory | undefined }) {
  const image = localImage(post.featuredImage)
  const path = `/blog/${post.slug}`
  return (
    <Box as="article" aria-label={post.title} data-testid="post-card" bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="xl"
      overflow="hidden" display="flex" flexDirection="column" boxShadow="xs" _hover={{ boxShadow: 'md' }} transition="box-shadow 0.2s">
      {image && <Image src={image} alt="" aspectRatio={16 / 9} objectFit="cover" w="full" />}
      <Stack gap="3" p="5" flex="1">
        <CategoryBadge category={category} />
        <Heading as="h2" size="lg" lineHeight="short" overflowWrap="anywhere">
          <Link asChild color="fg" fontWeight="semibold"><RouterLink to={path}>{post.title}</RouterLink></Link>
        </Heading>
        {post.excerpt && <Text color="fg.muted" lineClamp={3}>{post.excerpt}</Text>}
        <Box mt="auto" pt="2"><PostMeta post={post} /></Box>
        <PostTags tags={post.tags} limit={2} />
      </Stack>
    </Box>
  )
}
