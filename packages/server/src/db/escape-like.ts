/** `text` with LIKE's wildcards and its escape character escaped (PostgreSQL's default escape is the backslash). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
