"""The sample tenants' generator, tenant configuration and semantic model."""
