// Create/edit a blog post: title and content required (else 'Missing Fields' /
// 'Title and content are required'), slug from the title when empty, category 'none' for none,
// readTime an integer, tags comma-separated, featured image uploaded and previewed. The write is
// optimistic (outbox), so it also works offline; a refusal comes back as an 'Error' toast.
import { useForm } from 'react-hook-form'
import { blogPostCreateSchema, type BlogCategory, type BlogPost, type BlogPostInput } from '../../../../sync/schemas'
import { toaster } from '../../../components/toaster'
import { saveBlogPost } from '../../../data/admin/admin-content-blog'
import { FormDialog } from '../../../components/form/form-dialog'
import { savedDescription } from '../shared/saved-description'
import { schemaResolver } from '../shared/schema-resolver'
import { PostFields } from './post-fields'
import { postFormValues, postInput, type PostFormValues } from './post-form-values'

type Props = { post?: BlogPost; categories: BlogCategory[]; onClose: () => void }

export function PostDialog({ post, categories, onClose }: Props) {
  const form = useForm<PostFormValues, unknown, BlogPostInput>({
    resolver: schemaResolver(blogPostCreateSchema, postInput, ['categoryId']),
    defaultValues: postFormValues(post),
  })
  const submit = form.handleSubmit(
    async (input) => {
      await saveBlogPost(input, post)
      toaster.create({ title: post ? 'Post Updated' : 'Post Created', description: savedDescription('Blog post saved successfully'), type: 'success' })
      onClose()
    },
    (errors) => {
      if (errors.title || errors.content) toaster.create({ title: 'Missing Fields', description: 'Title and content are required', type: 'error' })
    },
  )
  return (
    <FormDialog
      open
      title={post ? 'Edit Blog Post' : 'Create Blog Post'}
      submitLabel={post ? 'Update Post' : 'Create Post'}
      saving={form.formState.isSubmitting}
      onSubmit={(e) => void submit(e).catch((err: unknown) => toaster.create({ title: 'Error', description: err instanceof Error ? err.message : 'Failed to save post', type: 'error' }))}
      onClose={onClose}
      size="xl"
    >
      <PostFields form={form} categories={categories} />
    </FormDialog>
  )
}
