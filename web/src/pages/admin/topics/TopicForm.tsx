import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { graphql } from '../../../__generated__';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { FormField } from '../../../components/form/FormField';
import { Notice } from '../../../components/form/Notice';
import { useFormAction } from '../../../components/form/useFormAction';
import { fromSaInput, toSaInput } from './saTime';
import { AdminTopicsQuery, type AdminTopic } from './useAdminTopics';

const AdminCreateTopicMutation = graphql(`
  mutation AdminCreateTopicMutation($input: CreateTopicInput!) {
    createTopic(input: $input) {
      topic {
        id
        title
        ...AdminTopic_topic
      }
    }
  }
`);

const AdminUpdateTopicMutation = graphql(`
  mutation AdminUpdateTopicMutation($input: UpdateTopicInput!) {
    updateTopic(input: $input) {
      topic {
        ...AdminTopic_topic
      }
    }
  }
`);

interface TopicFormProps {
  /** The topic being edited; a new topic otherwise. */
  topic?: AdminTopic;
  /** After a save, and on Cancel while editing. */
  onDone?: () => void;
}

/** The inputs a failure can be shown beside; any other shows above the form. */
const TOPIC_FIELDS = ['title'] as const;

const EMPTY = { title: '', description: '', deadline: '', votingEndsAt: '', active: true };

/** Adds or edits a topic; dates are typed in South African time. */
export function TopicForm({ topic, onDone }: TopicFormProps) {
  const [values, setValues] = useState(
    topic
      ? { title: topic.title, description: topic.description, deadline: toSaInput(topic.deadline), votingEndsAt: toSaInput(topic.votingEndsAt), active: topic.active }
      : EMPTY,
  );
  const form = useFormAction(TOPIC_FIELDS);
  const [saved, setSaved] = useState<string | null>(null);
  const [create] = useMutation(AdminCreateTopicMutation, {
    update(cache, { data }) {
      const created = data?.createTopic.topic;
      if (!created) return;
      cache.updateQuery({ query: AdminTopicsQuery }, (current) =>
        current && !current.adminTopics.some((item) => item.id === created.id) ? { ...current, adminTopics: [created, ...current.adminTopics] } : current,
      );
    },
  });
  const [update] = useMutation(AdminUpdateTopicMutation);
  const descriptionId = useId();
  const set = (field: keyof typeof values) => (value: string | boolean) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const title = values.title.trim();
    if (!title) {
      form.fail({ message: 'Topic title is required', field: 'title' });
      return;
    }
    const fields = {
      title,
      description: values.description.trim(),
      deadline: fromSaInput(values.deadline),
      votingEndsAt: fromSaInput(values.votingEndsAt),
      active: values.active,
    };
    void form.run(
      async () => {
        if (topic) {
          await update({ variables: { input: { id: topic.id, ...fields } } });
        } else {
          await create({ variables: { input: fields } });
          setValues(EMPTY);
          setSaved(`Topic '${title}' added.`);
        }
        onDone?.();
      },
      topic ? 'updating topic' : 'adding topic',
    );
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-label={topic ? `Edit ${topic.title}` : 'Add a topic'}>
      <h3>{topic ? `Edit “${topic.title}”` : 'Add a Topic'}</h3>
      {form.bannerFailure ? (
        <Notice tone="error">
          <p>{form.bannerFailure.message}</p>
        </Notice>
      ) : null}
      {saved ? (
        <Notice tone="success">
          <p>{saved}</p>
        </Notice>
      ) : null}
      <div className="admin-form-wide">
        <FormField label="Title" name="title" value={values.title} onChange={set('title')} required maxLength={120} error={form.fieldError('title')} autoFocus={Boolean(topic)} />
      </div>
      <div className="field admin-form-wide">
        <label htmlFor={descriptionId}>Description (optional)</label>
        <textarea id={descriptionId} name="description" rows={3} maxLength={2000} value={values.description} onChange={(event) => set('description')(event.target.value)} />
      </div>
      <div className="admin-form-wide admin-form-pair">
        <DateTimeField label="Submission deadline (optional)" value={values.deadline} onChange={set('deadline')} />
        <DateTimeField label="Voting ends (optional)" value={values.votingEndsAt} onChange={set('votingEndsAt')} />
      </div>
      <div className="admin-form-wide">
        <CheckboxField label="Active (available for submissions)" name="active" checked={values.active} onChange={set('active')} />
      </div>
      <div className="card-actions">
        <button type="submit" className="button button--primary" disabled={form.pending}>
          {form.pending ? 'Saving…' : topic ? 'Save Changes' : 'Add Topic'}
        </button>
        {topic ? (
          <button type="button" className="button button--ghost" onClick={onDone} disabled={form.pending}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** A date and time in South African time, as a datetime-local input with its zone said under it. */
export function DateTimeField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="datetime-local" value={value} onChange={(event) => onChange(event.target.value)} aria-describedby={`${id}-hint`} />
      <p id={`${id}-hint`} className="field-hint">
        South African time (SAST, UTC+2).
      </p>
    </div>
  );
}
