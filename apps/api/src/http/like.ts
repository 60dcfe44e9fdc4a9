/** A LIKE pattern for "contains `value`": `%`, `_` and `\` in it are the characters themselves. */
export const containing = (value: string) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
