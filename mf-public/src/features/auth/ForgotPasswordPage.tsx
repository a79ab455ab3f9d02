// Placeholder until the accounts feature lands (issue 4).
export default function ForgotPasswordPage() {
  return <h1>Forgot Password</h1>;
}
