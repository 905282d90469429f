// Blog authors and categories. Category and author names appear in URLs lowercased with spaces
// removed (/blog/category/kitchenandbath, /blog/author/marcusbell).

export const AUTHORS = ['Dana Whitaker', 'Marcus Bell', 'Priya Raman', 'Tom Kowalski', 'Elena Ortiz'];

export const CATEGORIES = [
  'Home Maintenance',
  'Seasonal Tips',
  'Kitchen and Bath',
  'Outdoor Living',
  'Safety',
  'Real Estate Tips',
  'DIY vs Pro',
];
