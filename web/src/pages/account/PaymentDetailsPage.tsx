import { Page } from '../../components/Page';

export default function PaymentDetailsPage() {
  return <Page title="Payment Details" lead="The bank account we pay your rewards into." />;
}
