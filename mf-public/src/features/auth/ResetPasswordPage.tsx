// Placeholder until the accounts feature lands (issue 4).
export default function ResetPasswordPage() {
  return <h1>Reset Password</h1>;
}
