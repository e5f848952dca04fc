import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { graphql } from '../../__generated__';
import type { PoemSort } from '../../__generated__/graphql';
import { Page } from '../../components/Page';
import { PageLoading } from '../../components/PageLoading';
import { QueryCell } from '../../components/QueryCell';
import { formatSaDateTime } from '../../lib/format';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { TopicVotingState } from '../../poems/TopicVotingState';
import { SlamNight } from '../../live/SlamNight';
import { useTopicVotes } from '../../poems/useTopicVotes';
import { useActiveTopics, type ActiveTopic } from '../../topics/useActiveTopics';
import { HowVotingWorks } from './HowVotingWorks';
import { VotingPoems } from './VotingPoems';
import './voting.css';

const VotingPageQuery = graphql(`
  query VotingPageQuery($topicId: ID!) {
    topic(id: $topicId) {
      id
      title
      description
      active
      votingOpen
      votingEndsAt
    }
    topicVoting(topicId: $topicId) {
      ...TopicVotingState_voting
    }
  }
`);

const SORTS: readonly { value: PoemSort; label: string }[] = [
  { value: 'VOTES', label: 'Most Votes' },
  { value: 'NEWEST', label: 'Newest' },
  { value: 'OLDEST', label: 'Oldest' },
];

function sortFrom(value: string | null): PoemSort {
  return SORTS.find((sort) => sort.value === value?.toUpperCase())?.value ?? 'VOTES';
}

const SEARCH_PAUSE_MS = 300;

function TopicSelector({ topics, currentId }: { topics: ActiveTopic[]; currentId: string }) {
  return (
    <nav className="topic-chips" aria-label="Topics">
      {topics.map((topic) => (
        <Link key={topic.id} to={`/voting/${topic.id}`} className="topic-chip" aria-current={topic.id === currentId ? 'page' : undefined}>
          {topic.title}
        </Link>
      ))}
    </nav>
  );
}

/** Search and sort live in the address, so a shared or reloaded link shows the same list. */
function useListSettings() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const sort = sortFrom(params.get('sort'));
  const change = (name: 'q' | 'sort', value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return { search, sort, setSearch: (value: string) => change('q', value, ''), setSort: (value: string) => change('sort', value, 'VOTES') };
}

function TopicVoting({ topicId, topics }: { topicId: string; topics: ActiveTopic[] }) {
  const result = useQuery(VotingPageQuery, { variables: { topicId } });
  const { search, sort, setSearch, setSort } = useListSettings();
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const searchId = useId();
  const sortId = useId();
  useTopicVotes(topicId);

  return (
    <QueryCell result={result} loading={<PageLoading label="Loading the topic…" />}>
      {({ topic, topicVoting }) => {
        if (!topic || !topic.active) {
          return (
            <Page title="Topic not found" lead="This topic is not open for voting. Choose one of the open topics instead.">
              <TopicSelector topics={topics} currentId={topicId} />
            </Page>
          );
        }

        return (
          <Page title={topic.title} lead={topic.description || undefined}>
            <TopicSelector topics={topics} currentId={topic.id} />
            {topic.votingEndsAt ? (
              <p className="voting-ends">
                {topic.votingOpen ? 'Voting ends on ' : 'Voting ended on '}
                <time dateTime={topic.votingEndsAt}>{formatSaDateTime(topic.votingEndsAt)}</time>
              </p>
            ) : null}
            {topicVoting ? <TopicVotingState voting={topicVoting} /> : null}

            <div className="voting-layout">
              <section aria-label="Poems">
                <div className="list-controls" role="search">
                  <div className="field">
                    <label htmlFor={searchId}>Search poems</label>
                    <input id={searchId} type="search" value={search} placeholder="Title, poet or a line" onChange={(event) => setSearch(event.target.value)} />
                  </div>
                  <div className="field">
                    <label htmlFor={sortId}>Sort by</label>
                    <select id={sortId} value={sort} onChange={(event) => setSort(event.target.value)}>
                      {SORTS.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </select>
                  </div>
                </div>
                <SlamNight topicId={topic.id}>
                  <VotingPoems topicId={topic.id} search={settledSearch} sort={sort} votingOpen={topic.votingOpen} />
                </SlamNight>
              </section>
              <HowVotingWorks />
            </div>
          </Page>
        );
      }}
    </QueryCell>
  );
}

export default function VotingPage() {
  const { topicId } = useParams();
  const { topics, error, refetch } = useActiveTopics();
  return (
    <QueryCell result={{ data: topics, error, refetch }} loading={<PageLoading label="Loading topics…" />}>
      {(shown) => {
        if (!topicId) {
          const [first] = shown;
          if (first) return <Navigate to={`/voting/${first.id}`} replace />;
          return (
            <Page title="Vote for Your Favourites">
              <p className="empty-state">No topics available at the moment.</p>
            </Page>
          );
        }
        return <TopicVoting key={topicId} topicId={topicId} topics={shown} />;
      }}
    </QueryCell>
  );
}
