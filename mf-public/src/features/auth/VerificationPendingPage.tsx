// Placeholder until the accounts feature lands (issue 4).
export default function VerificationPendingPage() {
  return <h1>Check Your Email</h1>;
}
