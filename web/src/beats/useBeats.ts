import { useQuery, useSubscription } from '@apollo/client/react';
import { getFragmentData, graphql, type DocumentType } from '../__generated__';

/** What poets see of a beat when choosing, previewing or downloading one. */
const PoetBeatFragment = graphql(`
  fragment PoetBeat_beat on Beat {
    id
    title
    artist
    genre
    bpm
    fileUrl
    downloadName
  }
`);

export type PoetBeat = DocumentType<typeof PoetBeatFragment>;

const PoetBeatsQuery = graphql(`
  query PoetBeatsQuery {
    beats {
      ...PoetBeat_beat
    }
  }
`);

const PoetBeatsChangedSubscription = graphql(`
  subscription PoetBeatsChangedSubscription {
    beatsChanged {
      ...PoetBeat_beat
    }
  }
`);

/** The active beats poets may record over, by title, kept live as admins add, switch and delete them. */
export function useBeats() {
  const result = useQuery(PoetBeatsQuery);
  useSubscription(PoetBeatsChangedSubscription, {
    ignoreResults: true,
    onData: ({ client, data }) => {
      const beats = data.data?.beatsChanged;
      if (beats) client.writeQuery({ query: PoetBeatsQuery, data: { __typename: 'Query', beats } });
    },
  });
  return { beats: getFragmentData(PoetBeatFragment, result.data?.beats), loading: result.loading && !result.data, error: result.error, refetch: result.refetch };
}

/** 'Spoken Studio · Hip hop · 90 BPM': the beat's artist and whatever else the admin gave. */
export function beatDetails(beat: Pick<PoetBeat, 'artist' | 'genre' | 'bpm'>): string {
  const bpm = beat.bpm?.trim();
  return [beat.artist, beat.genre?.trim(), bpm ? (/bpm/i.test(bpm) ? bpm : `${bpm} BPM`) : null].filter(Boolean).join(' · ');
}
