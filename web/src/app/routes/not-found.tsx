export default function NotFoundRoute() {
  return <h1>Page Not Found</h1>;
}
