export default function Route() {
  return <p>In costruzione</p>;
}
