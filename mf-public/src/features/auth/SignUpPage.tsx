// Placeholder until the accounts feature lands (issue 4).
export default function SignUpPage() {
  return <h1>Create Account</h1>;
}
