// Resources (/resources): published guides, templates, ebooks, videos and webinars from the local copy,
// featured first, filtered by type (?type=slug, kept in the address).
import { useMemo } from 'react'
import { useQueryState } from '../../components/catalog/use-query-state'
import { ContentList } from '../../components/content-list'
import { FilterChips } from '../../components/filter-chips'
import { useCopyReady } from '../../data/catalog/marketplace-hooks'
import { usePublishedResources, useResourceTypes } from '../../data/catalog/resources'
import { ResourceCard } from './resource-card'
import { ResourceTypeIcon } from './resource-type-icon'

const parse = (p: URLSearchParams) => p.get('type')?.toLowerCase() || null
const toParams = (type: string | null) => new URLSearchParams(type ? { type } : {})

export function ResourceListScreen() {
  const resources = usePublishedResources()
  const types = useResourceTypes()
  const ready = useCopyReady(resources, 'start')
  const [selected, select] = useQueryState(parse, toParams)
  const typeById = useMemo(() => new Map((types ?? []).map((t) => [t.id, t])), [types])

  const chips = useMemo(() => {
    const counts = new Map<number, number>()
    for (const r of resources ?? []) counts.set(r.resourceTypeId, (counts.get(r.resourceTypeId) ?? 0) + 1)
    return [
      { value: null, label: 'All Resources', count: resources?.length },
      ...(types ?? []).filter((t) => counts.has(t.id)).map((t) => ({
        value: t.slug, label: t.name, count: counts.get(t.id), icon: <ResourceTypeIcon slug={t.slug} size={16} />,
      })),
    ]
  }, [resources, types])

  const current = types?.find((t) => t.slug === selected)
  const shown = (resources ?? []).filter((r) => !selected || (current !== undefined && r.resourceTypeId === current.id))
  const any = (resources?.length ?? 0) > 0

  return (
    <ContentList title="Resources" lead="Free templates, checklists, guides and recordings to help you evaluate, buy and roll out business technology."
      ready={ready} loadingLabel="Loading resources" count={shown.length}
      countText={`${shown.length} ${shown.length === 1 ? 'resource' : 'resources'}${current ? ` of type ${current.name}` : ''}`}
      filters={any && <FilterChips label="Filter resources by type" chips={chips} selected={selected} onSelect={select} />}
      empty={any
        ? { title: 'No resources of this type yet', text: 'Choose another type or show all resources.' }
        : { title: 'No resources yet', text: 'New resources will appear here.' }}>
      {shown.map((r) => <ResourceCard key={r.id} resource={r} type={typeById.get(r.resourceTypeId)} />)}
    </ContentList>
  )
}
