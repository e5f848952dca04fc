/** A stretch of an admin-written text page, under the short line that heads it (if any). */
export interface TextSection {
  heading?: string;
  body: string;
}

const MAX_HEADING_LENGTH = 80;

// Admins write plain text; a short line standing alone without closing punctuation ("2. Your
// account", "Contact us") is how they write a heading, so it is shown and announced as one.
function isHeading(paragraph: string): boolean {
  return !paragraph.includes('\n') && paragraph.length <= MAX_HEADING_LENGTH && !/[.,;:!?]$/.test(paragraph);
}

/**
 * Splits a text page into sections at its headings. An opening line that repeats the page's own
 * title is left out: the page heading already says it.
 */
export function textSections(content: string, title: string): TextSection[] {
  const paragraphs = content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const first = paragraphs[0];
  if (first && paragraphs.length > 1 && isHeading(first) && first.toLowerCase().startsWith(title.toLowerCase())) {
    paragraphs.shift();
  }
  const sections: { heading?: string; paragraphs: string[] }[] = [];
  for (const paragraph of paragraphs) {
    const last = sections.at(-1);
    if (isHeading(paragraph)) sections.push({ heading: paragraph, paragraphs: [] });
    else if (last) last.paragraphs.push(paragraph);
    else sections.push({ paragraphs: [paragraph] });
  }
  return sections.map(({ heading, paragraphs: body }) => ({ heading, body: body.join('\n\n') }));
}
