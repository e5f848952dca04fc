import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../../__generated__';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { useFormAction } from '../../../components/form/useFormAction';
import { formatSaDateTime } from '../../../lib/format';
import { TopicForm } from './TopicForm';
import { AdminTopicsQuery, type AdminTopic } from './useAdminTopics';

const AdminSetTopicActiveMutation = graphql(`
  mutation AdminSetTopicActiveMutation($input: SetTopicActiveInput!) {
    setTopicActive(input: $input) {
      topic {
        ...AdminTopic_topic
      }
    }
  }
`);

const AdminDeleteTopicMutation = graphql(`
  mutation AdminDeleteTopicMutation($input: TopicIdInput!) {
    deleteTopic(input: $input) {
      topicId
    }
  }
`);

const DELETE_CONFIRM = 'Are you sure you want to delete this topic? This action cannot be undone.';

function TopicRow({ topic, onEdit }: { topic: AdminTopic; onEdit: () => void }) {
  const [setActive, toggling] = useMutation(AdminSetTopicActiveMutation);
  const [remove, deleting] = useMutation(AdminDeleteTopicMutation, {
    update(cache, { data }) {
      const id = data?.deleteTopic.topicId;
      if (!id) return;
      cache.updateQuery({ query: AdminTopicsQuery }, (current) => current && { ...current, adminTopics: current.adminTopics.filter((item) => item.id !== id) });
    },
  });
  const row = useFormAction();

  const toggle = () =>
    row.run(async () => {
      await setActive({ variables: { input: { id: topic.id, active: !topic.active } } });
    }, 'updating topic status');
  const destroy = async () => {
    if (!window.confirm(DELETE_CONFIRM)) return;
    await row.run(async () => {
      await remove({ variables: { input: { id: topic.id } } });
    }, 'deleting topic');
  };

  return (
    <tr>
      <td data-label="Topic">
        <strong className="break-anywhere">{topic.title}</strong>
        {topic.description ? <div className="muted topic-row-description">{topic.description}</div> : null}
      </td>
      <td data-label="Deadline">{topic.deadline ? formatSaDateTime(topic.deadline) : <span className="muted">None</span>}</td>
      <td data-label="Voting ends">{topic.votingEndsAt ? formatSaDateTime(topic.votingEndsAt) : <span className="muted">None</span>}</td>
      <td data-label="Poems">{topic.submissionCount ?? 0}</td>
      <td data-label="Status">
        <span className={`badge ${topic.active ? 'badge--paid' : 'badge--withdrawn'}`}>{topic.active ? 'Active' : 'Inactive'}</span>
      </td>
      <td data-label="Actions">
        <div className="cell-actions">
          <button type="button" className="button button--secondary button--small" onClick={() => void toggle()} disabled={toggling.loading} aria-label={`${topic.active ? 'Deactivate' : 'Activate'} ${topic.title}`}>
            {toggling.loading ? 'Saving…' : topic.active ? 'Deactivate' : 'Activate'}
          </button>
          {topic.active ? (
            <Link to={`/live/${topic.id}/host`} className="button button--ghost button--small" aria-label={`Run slam night for ${topic.title}`}>
              Run slam night
            </Link>
          ) : null}
          <button type="button" className="button button--ghost button--small" onClick={onEdit} aria-label={`Edit ${topic.title}`}>
            Edit
          </button>
          <button type="button" className="button button--danger button--small" onClick={() => void destroy()} disabled={deleting.loading} aria-label={`Delete ${topic.title}`}>
            {deleting.loading ? 'Deleting…' : 'Delete'}
          </button>
        </div>
        {row.failure ? <ErrorBanner message={row.failure.message} onDismiss={row.reset} /> : null}
      </td>
    </tr>
  );
}

/** The topics with their dates (South African time), status and what may be done with each. */
export function TopicTable({ topics }: { topics: AdminTopic[] }) {
  const [editing, setEditing] = useState<string | null>(null);
  if (topics.length === 0) return <p className="empty-state">No topics have been created yet.</p>;
  const editedTopic = topics.find((topic) => topic.id === editing);
  return (
    <>
      {editedTopic ? <TopicForm key={editedTopic.id} topic={editedTopic} onDone={() => setEditing(null)} /> : null}
      <div className="table-wrap table-wrap--stack">
        <table className="admin-table">
          <caption className="visually-hidden">Topics</caption>
          <thead>
            <tr>
              <th scope="col">Topic</th>
              <th scope="col">Deadline</th>
              <th scope="col">Voting ends</th>
              <th scope="col">Poems</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {topics.map((topic) => (
              <TopicRow key={topic.id} topic={topic} onEdit={() => setEditing(topic.id)} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
