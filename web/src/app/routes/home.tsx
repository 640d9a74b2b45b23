import { Link } from 'react-router-dom';
import { useBoats } from '../../features/boats/api/get-boats.ts';

export default function HomeRoute() {
  const boats = useBoats();
  return (
    <section>
      <h1>Le Isole Eolie</h1>
      <h2>La Nostra Flotta</h2>
      {boats.isLoading && <p>Caricamento...</p>}
      <ul>
        {boats.data?.map((boat) => (
          <li key={boat.id}>
            <Link to={`/boat/${boat.id}`}>{boat.name}</Link> · Max {boat.maxPersons} persone
          </li>
        ))}
      </ul>
    </section>
  );
}
