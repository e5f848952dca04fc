import { Link } from 'react-router-dom';

/** What an admin sees where poets record or upload: the server refuses an admin's submission, so no form is offered. */
export function AdminsDoNotSubmit() {
  return (
    <div className="notice admins-do-not-submit" role="status">
      <p>
        <strong>Admins do not submit poems.</strong> Recording and uploading are for poets; your account is an admin account.
      </p>
      <p>
        <Link to="/admin">Go to the Admin Dashboard</Link> or <Link to="/admin/review">review submissions</Link>.
      </p>
    </div>
  );
}
