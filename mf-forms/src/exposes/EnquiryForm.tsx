export { EnquiryForm as default } from '../features/enquiry/EnquiryForm';
