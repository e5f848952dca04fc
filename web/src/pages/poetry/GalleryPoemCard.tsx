import { Link } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';

export const GalleryPoemCardFragment = graphql(`
  fragment GalleryPoemCard_poem on GalleryPoem {
    id
    title
    content
    authorName
    topicName
  }
`);

export type GalleryPoem = FragmentType<typeof GalleryPoemCardFragment>;

/** One sample poem: its title (a link to the poem on its own), its lines, its poet and its topic. */
export function GalleryPoemCard({ poem: shown }: { poem: GalleryPoem }) {
  const poem = getFragmentData(GalleryPoemCardFragment, shown);
  const headingId = `gallery-poem-${poem.id}`;
  return (
    <article className="card gallery-poem" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Link to={`/poetry/${encodeURIComponent(poem.id)}`}>{poem.title}</Link>
      </h2>
      <p className="gallery-poem-byline card-meta">
        {poem.authorName ? `By ${poem.authorName}` : 'Unknown Author'}
      </p>
      <div className="gallery-poem-text">
        {poem.content.split('\n').map((line, index) =>
          line.trim() ? (
            <p key={index}>{line}</p>
          ) : (
            <div key={index} className="gallery-poem-stanza-break" aria-hidden="true" />
          ),
        )}
      </div>
      <p className="gallery-poem-topic">
        <span className="tag">{poem.topicName}</span>
      </p>
    </article>
  );
}
