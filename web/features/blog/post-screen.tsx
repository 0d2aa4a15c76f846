// A blog post (/blog/{slug}): category, title, byline with read time, image, the sanitized article,
// and its tags. Unknown slugs and drafts get the "Article Not Found" screen.
import { Box, Container, Heading, Image, Link, Separator, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { DetailPlaceholder } from '../../components/detail/detail-placeholder'
import { NotFoundPanel } from '../../components/detail/not-found-panel'
import { RichText } from '../../components/rich-text'
import { useBlogCategory } from '../../data/catalog/blog'
import { localImage } from './post-card'
import { CategoryBadge, PostMeta, PostTags } from './post-meta'
import { POST_NOT_FOUND, type PostPage } from './post-page'

export function PostScreen({ page }: { page: PostPage }) {
  if (page.status === 'loading') return <DetailPlaceholder label="Loading article" />
  if (page.status === 'missing') {
    return (
      <NotFoundPanel heading={POST_NOT_FOUND} text="The article you're looking for doesn't exist or is no longer published."
        backTo="/blog" backLabel="Back to the Blog" />
    )
  }
  return <Article post={page.post} />
}

function Article({ post }: { post: Extract<PostPage, { status: 'found' }>['post'] }) {
  const category = useBlogCategory(post.categoryId)
  const image = localImage(post.featuredImage)
  return (
    <Container as="article" maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Link asChild fontSize="sm" color="brand.fg" mb="6">
        <RouterLink to="/blog">← All posts</RouterLink>
      </Link>
      <Stack gap="4" mb="8">
        <Box><CategoryBadge category={category} /></Box>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="shorter" overflowWrap="anywhere">{post.title}</Heading>
        {post.excerpt && <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">{post.excerpt}</Text>}
        <PostMeta post={post} size="md" />
      </Stack>
      {image && <Image src={image} alt="" rounded="xl" mb="8" w="full" maxH="md" objectFit="cover" />}
      <RichText html={post.content} data-testid="post-content" />
      {post.tags.length > 0 && (
        <>
          <Separator my="8" />
          <PostTags tags={post.tags} />
        </>
      )}
    </Container>
  )
}
