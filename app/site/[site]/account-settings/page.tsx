/** /account-settings: the spec's other address of the profile screen (/UserProfile), rendered the same way. */
export { default, generateMetadata } from '../UserProfile/page';
