import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { Page } from '../../components/Page';
import { QueryCell } from '../../components/QueryCell';
import { SkeletonCards } from '../../components/Skeleton';
import { GalleryPoemCard, type GalleryPoem } from './GalleryPoemCard';
import './poetry.css';

const PoetryPageQuery = graphql(`
  query PoetryPageQuery {
    galleryPoems {
      id
      ...GalleryPoemCard_poem
    }
  }
`);

const PoetryPagePoemQuery = graphql(`
  query PoetryPagePoemQuery($id: ID!) {
    galleryPoem(id: $id) {
      id
      ...GalleryPoemCard_poem
    }
  }
`);

/** The whole gallery, or only the poem named in the address, as one read for a cell. */
function useGalleryPoems(poemId: string | undefined) {
  const all = useQuery(PoetryPageQuery, { skip: poemId !== undefined });
  const one = useQuery(PoetryPagePoemQuery, { variables: { id: poemId ?? '' }, skip: poemId === undefined });
  if (poemId === undefined) {
    return { data: all.data?.galleryPoems, error: all.error, refetch: all.refetch };
  }
  const poem = one.data?.galleryPoem;
  return { data: one.data ? (poem ? [poem] : []) : undefined, error: one.error, refetch: one.refetch };
}

function PoemList({ poems }: { poems: (GalleryPoem & { id: string })[] }) {
  return (
    <ul className="gallery-grid">
      {poems.map((poem) => (
        <li key={poem.id}>
          <GalleryPoemCard poem={poem} />
        </li>
      ))}
    </ul>
  );
}

export default function PoetryPage() {
  const { poemId } = useParams();
  const poems = useGalleryPoems(poemId);
  return (
    <Page title="Poetry Gallery" lead="Read poems from our community, written on the topics we've explored together.">
      {poemId !== undefined ? (
        <p className="gallery-back">
          <Link to="/poetry">
            <span aria-hidden="true">← </span>All poems
          </Link>
        </p>
      ) : null}
      <QueryCell
        result={poems}
        loading={
          <div className="gallery-loading">
            <p aria-hidden="true">Loading poems...</p>
            <SkeletonCards count={poemId === undefined ? 4 : 1} label="Loading poems..." />
          </div>
        }
        isEmpty={(shown) => shown.length === 0}
        empty={
          <div className="empty-state">
            <p>No poems found.</p>
          </div>
        }
      >
        {(shown) => <PoemList poems={shown} />}
      </QueryCell>
    </Page>
  );
}
