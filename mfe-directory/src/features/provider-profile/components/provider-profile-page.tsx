/** /provider/:id: who the provider is, where and what a visit costs. */
import { ApiError } from "@gh/api-client";
import { formatCedis, specialtyName, type Provider } from "@gh/contracts";
import { Badge, Card, CardContent, MapPin, Spinner } from "@gh/ui";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "@gh/router";
import { providerName } from "../../providers/components/provider-name";
import { Rating } from "../../providers/components/rating";

export default function ProviderProfilePage() {
  const { id = "" } = useParams();
  const { data: provider, isPending, error } = useQuery<Provider>({ queryKey: ["/api/providers", id] });

  if (isPending) return <Spinner />;
  if (error || !provider) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <section className="container landing-section">
        <h1>{missing ? "Provider Not Found" : "Something went wrong"}</h1>
        <p>{missing ? "The provider you're looking for doesn't exist or has been removed." : "Error loading providers. Please try again."}</p>
      </section>
    );
  }
  return (
    <section className="container landing-section" aria-labelledby="provider-name">
      <Card>
        <CardContent>
          <h1 id="provider-name">{providerName(provider)}</h1>
          <p>
            <Badge tone="brand">{specialtyName(provider.specialty)}</Badge>{" "}
            <Badge tone={provider.isVerified ? "success" : "warning"}>{provider.isVerified ? "Verified Provider" : "Pending Verification"}</Badge>
          </p>
          <p>
            <Rating averageRating={provider.averageRating} reviewCount={provider.reviewCount} />
          </p>
          <p>
            <MapPin size={16} /> {provider.location}, {provider.city}, {provider.region}
          </p>
          <p>{provider.yearsExperience} years experience · Consultation fee {formatCedis(provider.consultationFee)}</p>
          <h2>About</h2>
          <p>{provider.bio ?? "No biography available."}</p>
        </CardContent>
      </Card>
    </section>
  );
}
