import { BankDetailsForm } from './BankDetailsForm';
import { MyRewards } from './MyRewards';
import './payment.css';

/** The poet's bank account and the rewards paid into it, on the dashboard and on /payment-details. */
export function PaymentDetails() {
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
