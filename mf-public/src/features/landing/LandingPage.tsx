// Placeholder until the landing page lands (issue 5).
export default function LandingPage() {
  return <h1>Next-Level Success Solutions</h1>;
}
