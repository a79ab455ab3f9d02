// Placeholder until the accounts feature lands (issue 4).
export default function LoginPage() {
  return <h1>Welcome Back</h1>;
}
