// The card that explains the file format: the vendor or product CSV columns and the row rules, with a
// sample line.
import { Box, Card, Code, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { memo, useId } from 'react'
import { MAX_IMPORT_ROWS } from '../../../../sync/rules/csv-vendor-row'
import { formatCount } from '../../../../sync/rules/money'
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
        <Stack as="dl" fontSize="sm" gap="3">
          {FORMAT_COLUMNS[kind].map(({ columns, required, explains }) => (
            <Box key={columns.join()}>
              <Flex as="dt" wrap="wrap" gap="1" mb="1">
                {columns.map((c) => <Code key={c} size="sm">{c}{required ? '*' : ''}</Code>)}
              </Flex>
              <Box as="dd" color="fg.muted">{explains}</Box>
            </Box>
          ))}
        </Stack>
        <Box>
          <Text fontSize="sm" fontWeight="medium" mb="1">Example</Text>
          <Box as="pre" fontSize="xs" bg="bg.muted" p="3" rounded="md" overflowX="auto" tabIndex={0} aria-label={`${title} example`}>
            {FORMAT_SAMPLES[kind]}
          </Box>
        </Box>
        <Text fontSize="sm" color="fg.muted">
          Errors name rows as a spreadsheet numbers them (the header is row 1). Up to {formatCount(MAX_IMPORT_ROWS)} rows per file.
        </Text>
      </Card.Body>
    </Card.Root>
  )
})
