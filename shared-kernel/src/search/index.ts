export { fillCounts, quotesCounts, type ListingCounts } from './fillCounts.js';
export { searchListing, type CityMatch, type SearchResult } from './searchListing.js';
