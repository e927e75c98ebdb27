import { FinancialScreen } from './_components/financial-screen';

export default function Page() {
  return <FinancialScreen />;
}
