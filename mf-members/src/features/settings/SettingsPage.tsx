// Placeholder until account settings land (issue 4).
export default function SettingsPage() {
  return <h1>Account Information</h1>;
}
