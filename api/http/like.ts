/** A LIKE pattern that matches `text` anywhere, with % and _ in the text taken literally (ESCAPE '\'). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => '\\' + c)}%`
