// What differs between the two CSV imports:
// how a CSV record becomes the API's input, the shared row rule that accepts it, where valid rows are
// posted, and the message when no row survives. Everything else (parsing, batching, row numbers) is shared.
import { countText } from '../../../../sync/rules/money'
import { MISSING_PRODUCT_FIELDS_MESSAGE, productCsvRowError, productFromCsvRecord } from '../../../../sync/rules/csv-product-row'
import { NO_VALID_VENDORS_MESSAGE, vendorCsvRowError, vendorFromCsvRecord, type CsvRecord } from '../../../../sync/rules/csv-vendor-row'

export type ImportKind = 'vendors' | 'products'

export interface ImportKindRules {
  /** Singular and plural nouns for messages ("1 vendor imported", "3 products imported"). */
  one: string
  many: string
  toInput: (record: CsvRecord) => Record<string, unknown>
  rowError: (input: Record<string, unknown>) => string | null
  endpoint: string
  /** The key of the row list in the request body ({ vendors: [...] }). */
  bodyKey: string
  noneValidMessage: string
}

export const IMPORT_KINDS: Record<ImportKind, ImportKindRules> = {
  vendors: {
    one: 'vendor',
    many: 'vendors',
    toInput: vendorFromCsvRecord,
    rowError: vendorCsvRowError,
    endpoint: '/api/vendors/import',
    bodyKey: 'vendors',
    noneValidMessage: NO_VALID_VENDORS_MESSAGE,
  },
  products: {
    one: 'product',
    many: 'products',
    toInput: productFromCsvRecord,
    rowError: productCsvRowError,
    endpoint: '/api/products/import',
    bodyKey: 'products',
    noneValidMessage: MISSING_PRODUCT_FIELDS_MESSAGE,
  },
}

/** "1 vendor" / "2,500 vendors". */
export function countOf(kind: ImportKind, n: number): string {
  const { one, many } = IMPORT_KINDS[kind]
  return countText(n, one, many)
}
