import { useSearchParams } from 'react-router';
import { CATEGORY_LABELS, isCategory, type Category } from '../../../domain/catalog';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

const CATEGORY_DESCRIPTIONS: Record<Category, string> = {
  makeup: 'Lipsticks, eye colour and complexion from independent beauty brands.',
  skin: 'Cleansers, serums, moisturisers and sun protection for every skin type.',
  hair: 'Shampoos, conditioners, treatments and styling for every hair type.',
  'personal-care': 'Body care, deodorants and fragrance for every day.',
  appliances: 'Hair tools and skin tools, chosen for quality and safety.',
};

interface ListingHeading {
  title: string;
  description: string;
}

/** The heading follows what the list shows: a search, a category, a home-page collection. */
export function listingHeading(params: URLSearchParams): ListingHeading {
  const search = params.get('search')?.trim();
  if (search) {
    return {
      title: `Results for “${search}”`,
      description: 'Products whose name, description or tags match your search.',
    };
  }
  const category = params.get('category');
  if (category && isCategory(category)) {
    return { title: CATEGORY_LABELS[category], description: CATEGORY_DESCRIPTIONS[category] };
  }
  if (params.get('featured') === 'true') {
    return { title: 'Featured Products', description: 'Favourites picked by the Angle team.' };
  }
  if (params.get('new') === 'true') {
    return { title: 'New Arrivals', description: 'The latest products from our brands.' };
  }
  if (params.get('sale') === 'true') {
    return { title: 'On Sale', description: 'Products with a price cut right now.' };
  }
  return {
    title: 'All Products',
    description: 'Makeup, skin, hair, personal care and appliances from every brand on Angle.',
  };
}

export function ProductsPage() {
  const [params] = useSearchParams();
  const heading = listingHeading(params);
  useDocumentTitle(heading.title);
  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader title={heading.title} description={heading.description} />
    </div>
  );
}
