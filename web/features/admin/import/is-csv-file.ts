// A CSV file's type must be text/csv; otherwise the toast 'Invalid file type' with 'Please select a
// CSV file' shows. Browsers do not agree on a .csv file's type: Windows with Excel
// reports application/vnd.ms-excel and some systems report none, so a .csv name with one of those
// types counts as CSV too. Anything else (a .txt, an .xlsx, an image) is refused.
export const INVALID_FILE_TOAST = { title: 'Invalid file type', description: 'Please select a CSV file' } as const

const CSV_TYPES_BY_NAME = ['', 'application/vnd.ms-excel', 'application/csv', 'text/x-csv', 'text/comma-separated-values']

export function isCsvFile(file: { name: string; type: string }): boolean {
  if (file.type === 'text/csv') return true
  return /\.csv$/i.test(file.name) && CSV_TYPES_BY_NAME.includes(file.type)
}
