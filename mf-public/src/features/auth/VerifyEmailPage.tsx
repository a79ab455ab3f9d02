// Placeholder until the accounts feature lands (issue 4).
export default function VerifyEmailPage() {
  return <h1>Verifying Your Email</h1>;
}
