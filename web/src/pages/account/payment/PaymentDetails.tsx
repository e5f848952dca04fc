import { Link } from 'react-router-dom';
import { useIsAdmin } from '../../../viewer/viewerContext';
import { BankDetailsForm } from './BankDetailsForm';
import { MyRewards } from './MyRewards';
import './payment.css';

/** The poet's bank account and the rewards paid into it, on the dashboard and on /payment-details; an admin, whom the server pays nothing, is told so instead. */
export function PaymentDetails() {
  const isAdmin = useIsAdmin();
  if (isAdmin) {
    return (
      <div className="notice" role="status">
        <p>
          <strong>Admins do not earn rewards,</strong> so an admin account keeps no bank details. Poets' rewards are paid from{' '}
          <Link to="/admin/payments">Payments</Link>.
        </p>
      </div>
    );
  }
  return (
    <div className="payment-details">
      <section className="payment-panel" aria-labelledby="bank-details-heading">
        <h2 id="bank-details-heading">Bank Details</h2>
        <p className="field-hint">Rewards are paid into this account. Only you and our payments team can see it.</p>
        <BankDetailsForm />
      </section>
      <section className="payment-panel" aria-labelledby="rewards-heading">
        <h2 id="rewards-heading">Your Rewards</h2>
        <MyRewards />
      </section>
    </div>
  );
}
