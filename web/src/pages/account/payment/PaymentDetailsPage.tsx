import { Page } from '../../../components/Page';
import { PaymentDetails } from './PaymentDetails';

export default function PaymentDetailsPage() {
  return (
    <Page title="Payment Details" lead="The bank account we pay your rewards into, and what you have earned.">
      <PaymentDetails />
    </Page>
  );
}
