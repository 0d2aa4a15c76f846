// The card that explains the file (admin spec 2 "a card that explains the format", 3 "Vendor CSV
// columns" / "Product CSV columns", 5 the row rules), with a sample line.
import { Box, Card, Code, Heading, Text } from '@chakra-ui/react'
import { memo, useId } from 'react'
import { MAX_IMPORT_ROWS } from '../../../../sync/rules/csv-vendor-row'
import { FORMAT_COLUMNS, FORMAT_SAMPLES } from './csv-format-columns'
import type { ImportKind } from './import-kinds'

/** Static for its kind: memoised so the panel's state changes never re-render its many styled parts. */
export const CsvFormatCard = memo(function CsvFormatCard({ kind }: { kind: ImportKind }) {
  const titleId = useId()
  const title = kind === 'vendors' ? 'Vendor CSV format' : 'Product CSV format'
  return (
    <Card.Root as="section" aria-labelledby={titleId} variant="subtle">
      <Card.Body gap="4">
        <Heading as="h2" size="md" id={titleId}>{title}</Heading>
        <Text fontSize="sm">
          The first row names the columns; columns marked * are required. Separate cells with commas and put a
          cell that holds a comma, a quote or a line break in double quotes.
        </Text>
        <Box as="dl" fontSize="sm" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap="4" rowGap="1.5">
          {FORMAT_COLUMNS[kind].map(({ columns, required, explains }) => (
            <Box key={columns.join()} display="contents">
              <Box as="dt" fontWeight="medium">
                {columns.map((c) => <Code key={c} size="sm" me="1" mb="0.5">{c}{required ? '*' : ''}</Code>)}
              </Box>
              <Box as="dd" color="fg.muted" mb={{ base: '2', sm: '0' }}>{explains}</Box>
            </Box>
          ))}
        </Box>
        <Box>
          <Text fontSize="sm" fontWeight="medium" mb="1">Example</Text>
          <Box as="pre" fontSize="xs" bg="bg.muted" p="3" rounded="md" overflowX="auto" tabIndex={0} aria-label={`${title} example`}>
            {FORMAT_SAMPLES[kind]}
          </Box>
        </Box>
        <Text fontSize="sm" color="fg.muted">
          Errors name rows as a spreadsheet numbers them (the header is row 1). Up to {MAX_IMPORT_ROWS.toLocaleString('en-US')} rows per file.
        </Text>
      </Card.Body>
    </Card.Root>
  )
})
