module.exports = '/assets/test-file';
